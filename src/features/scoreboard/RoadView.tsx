/**
 * One scoreboard road drawn in SVG on its 6-row grid, in tiles of TILE_COLS columns, scrolled to
 * the latest columns. Cells keep
 * exactly the coordinates `computeRoads` gives them; one element per drawn entry carries
 * `data-col`, `data-row` and `data-result` or `data-color` (big-road cells with Ties also
 * `data-ties`). An Ask preview is drawn blinking with `data-preview` and its own attribute
 * names, so it never counts as a cell.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type BeadCell,
  type BigRoadCell,
  type DerivedCell,
  type DerivedRoadName,
  type RoadResult,
  ROAD_ROWS,
} from '../../engine/index.ts';
import styles from './RoadView.module.css';

/** The five roads, by the name `computeRoads` uses. */
export type RoadName = 'beadPlate' | 'bigRoad' | DerivedRoadName;

/** The stable `data-testid` of each road's container (browser-test contract). */
export const ROAD_TESTID: Readonly<Record<RoadName, string>> = {
  beadPlate: 'bead-plate',
  bigRoad: 'big-road',
  bigEyeBoy: 'big-eye-boy',
  smallRoad: 'small-road',
  cockroachPig: 'cockroach-pig',
};

type Cell<N extends RoadName> = N extends 'beadPlate' ? BeadCell : N extends 'bigRoad' ? BigRoadCell : DerivedCell;

interface RoadViewProps<N extends RoadName> {
  road: N;
  cells: readonly Cell<N>[];
  /** Where the next entry would go (Ask Banker / Ask Player), blinking; null for none. */
  preview: Cell<N> | null;
  /** Big road only: Ties before the first Player/Banker result, while the road is still empty. */
  leadingTies?: number;
  /** The road's name (the group's accessible name). */
  name: string;
  /** A summary of the road in words (the drawing's accessible name). */
  summary: string;
  /** A short explanation, shown on hover. */
  about: string;
  /** Bead-plate letters in the table's language. */
  letters: Readonly<Record<RoadResult, string>>;
  className?: string;
}

/** SVG units per cell. */
const U = 10;

/**
 * A mark drawn at (x, y), the top left of its cell in SVG units. Cells carry their place in their
 * own coordinates, not in a `transform` each: a transform is a paint property of its own, and a
 * board of hundreds of cells then made every frame of a reveal slow to composite (issue 12).
 */
interface At {
  x: number;
  y: number;
}

function BeadMark({ cell, letters, x, y }: At & { cell: BeadCell; letters: Readonly<Record<RoadResult, string>> }) {
  return (
    <>
      <circle cx={x + 5} cy={y + 5} r={4.4} className={styles[`fill${cell.result}`]} />
      <text x={x + 5} y={y + 5.2} className={styles.letter}>{letters[cell.result]}</text>
      {cell.bankerPair && <circle cx={x + 1.9} cy={y + 1.9} r={1.5} className={styles.pairB} />}
      {cell.playerPair && <circle cx={x + 8.1} cy={y + 8.1} r={1.5} className={styles.pairP} />}
      {/* EZ tables: Dragon 7 a gold triangle top right, Panda 8 a white square bottom left (shapes, not colour alone). */}
      {cell.dragon7 && <polygon points={`${x + 6.2},${y + 0.3} ${x + 9.7},${y + 0.3} ${x + 9.7},${y + 3.8}`} className={styles.dragon7} />}
      {cell.panda8 && <rect x={x + 0.4} y={y + 6.6} width={3} height={3} className={styles.panda8} />}
    </>
  );
}

function TieMark({ ties, x, y }: At & { ties: number }) {
  return (
    <>
      <line x1={x + 2} y1={y + 8} x2={x + 8} y2={y + 2} className={styles.tie} />
      {ties > 1 && <text x={x + 5} y={y + 5.3} className={styles.tieCount}>{ties}</text>}
    </>
  );
}

function BigMark({ cell, x, y }: At & { cell: BigRoadCell }) {
  return (
    <>
      <circle cx={x + 5} cy={y + 5} r={3.8} className={styles[`ring${cell.result}`]} />
      {cell.ties > 0 && <TieMark ties={cell.ties} x={x} y={y} />}
    </>
  );
}

function DerivedMark({ road, cell, x, y }: At & { road: DerivedRoadName; cell: DerivedCell }) {
  const cls = styles[cell.color];
  if (road === 'bigEyeBoy') return <circle cx={x + 5} cy={y + 5} r={3.4} className={`${styles.hollow} ${cls}`} />;
  if (road === 'smallRoad') return <circle cx={x + 5} cy={y + 5} r={3.6} className={`${styles.dot} ${cls}`} />;
  return <line x1={x + 2} y1={y + 8} x2={x + 8} y2={y + 2} className={`${styles.slash} ${cls}`} />;
}

function Mark<N extends RoadName>({ road, cell, letters, x, y }: At & { road: N; cell: Cell<N>; letters: Readonly<Record<RoadResult, string>> }) {
  if (road === 'beadPlate') return <BeadMark cell={cell as BeadCell} letters={letters} x={x} y={y} />;
  if (road === 'bigRoad') return <BigMark cell={cell as BigRoadCell} x={x} y={y} />;
  return <DerivedMark road={road as DerivedRoadName} cell={cell as DerivedCell} x={x} y={y} />;
}

/** The attributes of a cell's key: B/P/T for the bead plate and big road, red/blue otherwise. */
function keyOf(cell: BeadCell | BigRoadCell | DerivedCell): { result?: string; color?: string } {
  return 'result' in cell ? { result: cell.result } : { color: cell.color };
}

/** Two cells with the same fields (cells are flat records; `computeRoads` makes new ones each time). */
function sameCell(a: object, b: object): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/**
 * One drawn entry with its data attributes. Rendered again only when the cell itself changes: a
 * board of hundreds of rounds gains one or two cells a round, and drawing every cell again at each
 * settle was most of the settle's script at 4× CPU with a long history (issue 12).
 */
const CellMark = memo(
  function CellMark<N extends RoadName>({ road, cell, letters }: { road: N; cell: Cell<N>; letters: Readonly<Record<RoadResult, string>> }) {
    const k = keyOf(cell);
    const ties = 'ties' in cell && cell.ties > 0 ? cell.ties : undefined;
    const bead = road === 'beadPlate' ? (cell as BeadCell) : null;
    return (
      <g
        data-col={cell.col}
        data-row={cell.row}
        data-result={k.result}
        data-color={k.color}
        data-ties={ties}
        data-player-pair={bead?.playerPair || undefined}
        data-banker-pair={bead?.bankerPair || undefined}
        data-dragon7={bead?.dragon7}
        data-panda8={bead?.panda8}
      >
        <Mark road={road} cell={cell} letters={letters} x={cell.col * U} y={cell.row * U} />
      </g>
    );
  },
  (a, b) => a.road === b.road && a.letters === b.letters && sameCell(a.cell, b.cell),
) as <N extends RoadName>(props: { road: N; cell: Cell<N>; letters: Readonly<Record<RoadResult, string>> }) => React.JSX.Element;

/**
 * Columns per tile. A road is drawn in tiles of this many columns, each an SVG of a fixed size: a
 * new column then changes the last tile alone, where one drawing of the whole road changed its
 * size, and the browser laid out, pre-painted and painted every cell of a long session at each
 * round (issue 12).
 */
export const TILE_COLS = 16;

const TILE_STYLE = { width: `calc(${TILE_COLS} * var(--pb-road-cell, 14px))` };

interface TileProps<N extends RoadName> {
  road: N;
  /** The tile's first column. */
  from: number;
  /** The cells in the tile's columns, in the road's order. */
  cells: readonly Cell<N>[];
  preview: Cell<N> | null;
  leadingTies: number;
  letters: Readonly<Record<RoadResult, string>>;
  /** Scrolled well out of view: in the DOM, not drawn. */
  away: boolean;
}

function TileOf<N extends RoadName>({ road, from, cells, preview, leadingTies, letters, away }: TileProps<N>) {
  const previewKey = preview ? keyOf(preview) : null;
  return (
    // The box keeps the tile's place in the row while its drawing is away (display: none).
    <div className={styles.tile} style={TILE_STYLE}>
      <svg
        className={away ? styles.away : styles.tileArt}
        // Cells keep the road's coordinates: the tile shows its own columns of them.
        viewBox={`${from * U} 0 ${TILE_COLS * U} ${ROAD_ROWS * U}`}
        preserveAspectRatio="xMinYMin meet"
        aria-hidden="true"
      >
        {road === 'bigRoad' && cells.length === 0 && leadingTies > 0 && (
          // Ties before the first result wait for the first cell; shown faintly where it will be.
          <g className={styles.waiting} data-leading-ties={leadingTies}>
            <TieMark ties={leadingTies} x={0} y={0} />
          </g>
        )}
        {cells.map((cell) => (
          <CellMark key={`${cell.col}.${cell.row}`} road={road} cell={cell} letters={letters} />
        ))}
        {preview && previewKey && (
          <g
            className={styles.preview}
            transform={`translate(${preview.col * U} ${preview.row * U})`}
            data-preview="true"
            data-preview-col={preview.col}
            data-preview-row={preview.row}
            data-preview-result={previewKey.result}
            data-preview-color={previewKey.color}
          >
            <rect x={0.7} y={0.7} width={8.6} height={8.6} rx={1.5} className={styles.previewFrame} />
            <Mark road={road} cell={preview} letters={letters} x={0} y={0} />
          </g>
        )}
      </svg>
    </div>
  );
}

/** A tile is drawn again only when one of its cells, its preview or the letters change. */
const Tile = memo(
  TileOf,
  (a, b) =>
    a.road === b.road &&
    a.from === b.from &&
    a.preview === b.preview &&
    a.leadingTies === b.leadingTies &&
    a.letters === b.letters &&
    a.away === b.away &&
    a.cells.length === b.cells.length &&
    a.cells.every((c, i) => sameCell(c, b.cells[i]!)),
) as typeof TileOf;

function RoadViewOf<N extends RoadName>({
  road,
  cells,
  preview,
  leadingTies = 0,
  name,
  summary,
  about,
  letters,
  className,
}: RoadViewProps<N>) {
  const scroller = useRef<HTMLDivElement>(null);
  let lastCol = -1;
  for (const c of cells) lastCol = Math.max(lastCol, c.col);
  // One empty column after the last entry, and room for the preview wherever it lands.
  const cols = Math.max(lastCol + 2, (preview?.col ?? 0) + 1, 1);
  const tiles: Cell<N>[][] = Array.from({ length: Math.ceil(cols / TILE_COLS) }, () => []);
  for (const c of cells) tiles[Math.floor(c.col / TILE_COLS)]!.push(c);
  const previewTile = preview ? Math.floor(preview.col / TILE_COLS) : -1;

  // Keep the latest columns in view as the road grows (and when a preview appears). In the next
  // frame, before it is painted: reading the road's width inside React's commit (at a round's end)
  // made the browser lay out the page there and again for the frame (issue 12).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => {
      el.scrollLeft = el.scrollWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [cols, cells.length, preview]);

  // Tiles more than one tile left of the view are not drawn (display: none): a long session's
  // road is many tiles, and the browser then restyles, lays out and paints only the few in view.
  // Their cells stay in the DOM. Tiles to the right are always drawn: the road grows there.
  const [firstDrawn, setFirstDrawn] = useState(0);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const grid = el.firstElementChild as HTMLElement | null;
      const tilePx = ((grid?.offsetHeight ?? 0) / ROAD_ROWS) * TILE_COLS;
      setFirstDrawn(tilePx > 0 ? Math.max(0, Math.floor(el.scrollLeft / tilePx) - 1) : 0);
    };
    const later = () => (frame ||= requestAnimationFrame(measure));
    // The road keeps to its newest column when it comes into view (a phone's "Alle tavler") or
    // its box or cells change size (a turned tablet), unless the player has scrolled back from it.
    let following = true;
    let seen = { width: el.clientWidth, content: el.scrollWidth };
    const scrolled = () => {
      // Only a scroll over the layout last seen says where the player is: one dispatched after the
      // box or its cells changed size (a scroll event is sent a frame late) compares an old
      // position with a new width, and `resize` decides for that change.
      if (el.clientWidth > 0 && el.clientWidth === seen.width && el.scrollWidth === seen.content) {
        following = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
      }
      later();
    };
    const resize = () => {
      const was = seen;
      seen = { width: el.clientWidth, content: el.scrollWidth };
      if (seen.width === was.width && seen.content === was.content) return later();
      // Where the road stood in the layout before (a scroll whose event is still on its way counts).
      if (was.width > 0) following &&= el.scrollLeft + was.width >= was.content - 2;
      if (seen.width > 0 && (was.width === 0 || following)) el.scrollLeft = el.scrollWidth;
      later();
    };
    el.addEventListener('scroll', scrolled, { passive: true });
    // The box, and the drawing in it (its cells grow with the window). (Absent in the unit tests'
    // DOM, which lays nothing out.)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', scrolled);
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      ref={scroller}
      className={`${styles.scroll} ${className ?? ''}`}
      data-testid={ROAD_TESTID[road]}
      data-road={road}
      role="group"
      aria-label={name}
      title={about}
      tabIndex={0}
    >
      <div
        className={styles.grid}
        // The width itself, not a custom property: those are inherited, so a new column made the
        // browser restyle every cell of the road (issue 12). The last tile is cut off at it.
        style={{ width: `calc(${cols} * var(--pb-road-cell, 14px))` }}
        role="img"
        aria-label={summary}
      >
        {tiles.map((tileCells, i) => (
          <Tile
            key={i}
            road={road}
            from={i * TILE_COLS}
            cells={tileCells}
            preview={i === previewTile ? preview : null}
            leadingTies={i === 0 ? leadingTies : 0}
            letters={letters}
            away={i < firstDrawn}
          />
        ))}
      </div>
    </div>
  );
}

/** A road's grid; not rendered again while its cells, preview and texts stay the same (issue 12). */
export const RoadView = memo(RoadViewOf) as typeof RoadViewOf;
