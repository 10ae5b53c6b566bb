/// Lowers a `grid` and its cells to ordinary constraints, without track variables.
///
/// Every track's size is known when compiling except for star tracks, which share what
/// the others leave: with `K` the points taken by fixed and `auto` tracks and spacing,
/// and `S` the sum of the star shares, a star track of share `s` is
/// `(grid.width − K) · s / S` long. So each cell's edge is a linear function of the grid's
/// size, `A · grid.width + B`, and lowers to one compact constraint whose location
/// multiplier is applied in the grid's own coordinates, as Auto Layout applies it:
/// `key.left == grid.right * 0.25 + 6`, `key.width == grid.width * 0.25 - 12`.
/// A view fills the cells it spans. `auto` is the largest fixed (`size`) or intrinsic size
/// of the views that sit in that track alone (nested stacks and grids report none).
/// Without star tracks an axis has a natural length, which the grid takes (`grid size`).
struct GridLowering {
    let grid: GridDeclaration
    let view: CompiledView
    /// The views placed in the grid, with their declarations.
    let cells: [(index: Int, declaration: ViewDeclaration, placement: GridPlacement)]
    let make: ConstraintFactory

    /// One axis of the grid resolved: each track's fixed length (0 for star tracks) and
    /// star share (0 for the others), in points.
    struct Axis {
        var fixed: [Double]
        var shares: [Double]
        var spacing: Double

        var totalShare: Double { shares.reduce(0, +) }
        /// Points taken by fixed and auto tracks and by spacing.
        var taken: Double { fixed.reduce(0, +) + spacing * Double(max(fixed.count - 1, 0)) }

        /// `(A, B)` of `offset = A · length + B` for the start of track `track`.
        func start(_ track: Int) -> (Double, Double) { span(0, track, gaps: track) }

        /// `(A, B)` of `size = A · length + B` for `count` tracks from `first`.
        func size(_ first: Int, _ count: Int) -> (Double, Double) { span(first, first + count, gaps: count - 1) }

        private func span(_ from: Int, _ to: Int, gaps: Int) -> (Double, Double) {
            let share = shares[from..<to].reduce(0, +)
            let fraction = totalShare > 0 ? share / totalShare : 0
            return (fraction, fixed[from..<to].reduce(0, +) - taken * fraction + spacing * Double(gaps))
        }
    }

    func axis(horizontal: Bool) -> Axis {
        let tracks = horizontal ? grid.columns : grid.rows
        var fixed: [Double] = []
        var shares: [Double] = []
        for (position, track) in tracks.enumerated() {
            switch track {
            case .fixed(let points):
                fixed.append(points)
                shares.append(0)
            case .star(let share):
                fixed.append(0)
                shares.append(share)
            case .auto:
                fixed.append(autoSize(position, horizontal: horizontal))
                shares.append(0)
            }
        }
        return Axis(fixed: fixed, shares: shares, spacing: horizontal ? grid.spacing.horizontal : grid.spacing.vertical)
    }

    /// The largest size of the views that sit in this track alone.
    func autoSize(_ track: Int, horizontal: Bool) -> Double {
        cells.compactMap { _, declaration, placement -> Double? in
            let (start, span) = horizontal ? (placement.column, placement.columnSpan) : (placement.row, placement.rowSpan)
            guard start == track, span == 1 else { return nil }
            return horizontal
                ? declaration.size.width ?? declaration.intrinsicSize.width
                : declaration.size.height ?? declaration.intrinsicSize.height
        }.max() ?? 0
    }

    func lower() -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        for horizontal in [true, false] {
            let axis = axis(horizontal: horizontal)
            let (near, far, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
            if axis.totalShare == 0 {
                result.append(make.make("grid size", Anchor(view.index, length), nil, constant: axis.taken))
            }
            for cell in cells {
                let (first, count) =
                    horizontal
                    ? (cell.placement.column, cell.placement.columnSpan) : (cell.placement.row, cell.placement.rowSpan)
                let (a, b) = axis.start(first)
                let make = ConstraintFactory(scope: make.scope, kind: .grid, range: cell.placement.range)
                result.append(
                    a == 0
                        ? make.make("grid cell", Anchor(cell.index, near), Anchor(view.index, near), constant: b)
                        : make.make(
                            "grid cell", Anchor(cell.index, near), Anchor(view.index, far), multiplier: a, constant: b))
                let (sizeA, sizeB) = axis.size(first, count)
                result.append(
                    make.make(
                        "grid cell", Anchor(cell.index, length), sizeA == 0 ? nil : Anchor(view.index, length),
                        multiplier: sizeA == 0 ? 1 : sizeA, constant: sizeB))
            }
        }
        return result
    }
}

extension GridLowering {
    /// Lowers every grid of a layout, and reports cells outside their grid and `cell`
    /// on views whose superview is not a grid.
    static func lowerAll(
        _ document: LayoutDocument, _ views: [CompiledView], scope: Scope, into diagnostics: inout Diagnostics
    ) -> [LinearConstraint] {
        // Most layouts have no grid: no pass that copies every declaration then.
        guard document.views.contains(where: { $0.grid != nil || $0.cell != nil }) else { return [] }
        // The views declared once, as (declaration, view) without copying either array.
        let declared = document.views.indices.lazy
            .filter { $0 + 1 < views.count && document.views[$0].name == views[$0 + 1].name }
            .map { (document.views[$0], views[$0 + 1]) }
        var grids: [Int: GridDeclaration] = [:]
        for (declaration, view) in declared { if let grid = declaration.grid { grids[view.index] = grid } }
        var cells: [Int: [(index: Int, declaration: ViewDeclaration, placement: GridPlacement)]] = [:]
        for (declaration, view) in declared {
            guard let placement = declaration.cell else { continue }
            guard let superview = view.superview, let grid = grids[superview] else {
                diagnostics.warning(
                    .intentIgnored, "'cell' places a view in its superview's grid; the superview of '\(view.name)' "
                        + "has no 'grid'", at: placement.range)
                continue
            }
            guard placement.row + placement.rowSpan <= grid.rows.count,
                placement.column + placement.columnSpan <= grid.columns.count
            else {
                diagnostics.error(
                    .gridCellOutside,
                    "'\(view.name)' spans rows \(placement.row)..<\(placement.row + placement.rowSpan) and columns "
                        + "\(placement.column)..<\(placement.column + placement.columnSpan); the grid has "
                        + "\(counted(grid.rows.count, "row")) and \(counted(grid.columns.count, "column")) (counted from 0)",
                    at: placement.range)
                continue
            }
            cells[superview, default: []].append((view.index, declaration, placement))
        }
        var result: [LinearConstraint] = []
        for (declaration, view) in declared {
            guard let grid = declaration.grid else { continue }
            let lowering = GridLowering(
                grid: grid, view: view, cells: cells[view.index] ?? [],
                make: ConstraintFactory(scope: scope, kind: .grid, range: grid.range))
            result += lowering.lower()
        }
        return result
    }
}
