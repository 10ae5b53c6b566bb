/// The constraints along a stack's axis, per `UIStackView.Distribution`.
extension StackLowering {
    /// The priority of the proportional size of the i-th arranged view of
    /// `fillProportionally`: 999, 998, 997, … (UIKit's, as the "Arranged" write-up lists
    /// them): below required, above compression resistance.
    static func proportionalPriority(index i: Int) -> Int { max(751, 999 - i) }
    /// The priority of the equal centre distances of `equalCentering`: UIKit gives the gap
    /// after arranged view k (k ≥ 1) `150 − k` (149, 148, …), far below compression
    /// resistance, so a view that fits is never squeezed to equalise centres (docs/fidelity.md,
    /// "Stack views as UIStackView builds them").
    static func centeringPriority(gap k: Int) -> Int { max(1, 150 - k) }
    /// `UISV-canvas-fit`: the stack's length along the axis pulled towards 0 at 49, so that a
    /// stack only positioned takes its content's length (`equalSpacing`, `equalCentering`).
    static let canvasFitPriority = 49
    /// The highest priority of the index tie-breaks of `fill` (1 for the first later tied
    /// view, 2 for the next, …), below UIKit's ambiguity suppression (25): a stack of more
    /// tied views than this leaves the last ones tied among themselves.
    static let tieBreakPriorityLimit = 24

    func distribution(into diagnostics: inout Diagnostics) -> [LinearConstraint] {
        if stack.baselineRelative, isHorizontal {
            diagnostics.warning(
                .intentIgnored, "'baselineRelative' measures the spacing of vertical stacks; horizontal '\(view.name)' "
                    + "ignores it (UIStackView.isBaselineRelativeArrangement)", at: stack.range)
        }
        guard let first = arranged.first, let last = arranged.last else {
            // Every arranged view hidden: UIKit connects the stack's edges to its spanner
            // guide, whose length tends to 0 at 0.001 (`_spanningLayoutGuideFittingPriority`);
            // ccc folds the spanner into the stack, at its lowest level.
            if hidden.isEmpty { return [] }
            return [make.make("UISV-spanning-fit", Anchor(view.index, alongSize), nil, priority: Self.allHiddenFitPriority)]
        }
        // UISV-canvas-connection: the first and last views meet the stack's edges.
        var result = [
            make.make("UISV-canvas-connection", Anchor(first.index, alongLeading), stackEdge(true)),
            make.make("UISV-canvas-connection", Anchor(last.index, alongTrailing), stackEdge(false)),
        ]
        let pairs = zip(arranged, arranged.dropFirst()).map { ($0.0.index, $0.1.index) }
        let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        // UISV-spacing: exactly `spacing` apart, or at least `spacing` when the gaps are distributed.
        // With `baselineRelative` (vertical stacks) from last baseline to first baseline
        // (UISV-spacing `b.firstBaseline == a.lastBaseline + spacing`, the "Arranged" write-up).
        let baselines = stack.baselineRelative && !isHorizontal
        for (a, b) in pairs {
            result.append(
                make.make(
                    "UISV-spacing", Anchor(b, baselines ? .firstBaseline : alongLeading),
                    equalGaps ? .greaterThanOrEqual : .equal, Anchor(a, baselines ? .lastBaseline : alongTrailing),
                    constant: spacing(after: a)))
        }
        switch stack.distribution {
        case .fill:
            result += fillTieBreaks()
        case .fillEqually:
            result += fillEqually()
        case .fillProportionally:
            result += fillProportionally(into: &diagnostics)
        case .equalSpacing, .equalCentering:
            result += distributing(pairs, centers: stack.distribution == .equalCentering) + fillTieBreaks()
            result.append(
                make.make("UISV-canvas-fit", Anchor(view.index, alongSize), nil, priority: Self.canvasFitPriority))
        }
        return result
    }

    /// UISV-fill-equally: every arranged view as long as the first.
    func fillEqually() -> [LinearConstraint] {
        guard let first = arranged.first else { return [] }
        return arranged.dropFirst().map {
            make.make("UISV-fill-equally", Anchor($0.index, alongSize), Anchor(first.index, alongSize))
        }
    }

    /// UISV-fill-proportionally, as UIKit makes it: `view.width == stack.width × m @ 999 − i`
    /// with `m = intrinsic / (Σ intrinsic + Σ spacing)` — the spacing enters the shares, so
    /// they do not fill the stack, and the last views (lowest priorities) take the rest.
    /// Without any intrinsic size there is nothing to be proportional to: as fillEqually.
    func fillProportionally(into diagnostics: inout Diagnostics) -> [LinearConstraint] {
        let intrinsic = arranged.map { intrinsicSize($0.declaration) ?? 0 }
        let total = intrinsic.reduce(0, +)
        guard total > 0 else {
            diagnostics.warning(
                .intentIgnored,
                "'fillProportionally' needs arranged views with an intrinsic size along the axis; '\(view.name)' "
                    + "distributes as 'fillEqually'", at: stack.range)
            return fillEqually()
        }
        let spacings = arranged.dropLast().map { spacing(after: $0.index) }.reduce(0, +)
        return zip(arranged, intrinsic).enumerated().map { i, pair in
            let (view, size) = pair
            return make.make(
                "UISV-fill-proportionally", Anchor(view.index, alongSize), Anchor(self.view.index, alongSize),
                multiplier: size / (total + spacings), priority: Self.proportionalPriority(index: i))
        }
    }

    /// UISV-distributing-edge: a spacer between each pair of views — from edge to edge
    /// (`equalSpacing`) or centre to centre (`equalCentering`) — all as long as the first.
    /// Equal gaps are required; equal centre distances give way first (`centeringPriority(gap:)`).
    func distributing(_ pairs: [(Int, Int)], centers: Bool) -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        for ((a, b), guide) in zip(pairs, guides) {
            result.append(
                make.make("UISV-distributing-edge", Anchor(guide, alongLeading), Anchor(a, centers ? alongCenter : alongTrailing)))
            result.append(
                make.make("UISV-distributing-edge", Anchor(guide, alongTrailing), Anchor(b, centers ? alongCenter : alongLeading)))
        }
        if let first = guides.first {
            for (k, guide) in guides.prefix(pairs.count).enumerated().dropFirst() {
                result.append(
                    make.make(
                        "UISV-fill-equally", Anchor(guide, alongSize), Anchor(first, alongSize),
                        priority: centers ? Self.centeringPriority(gap: k) : 1000))
            }
        }
        return result
    }

    /// `fill` stretches the view with the lowest content hugging and shrinks the one with
    /// the lowest compression resistance (as `equalSpacing` and `equalCentering` shrink);
    /// Apple's documentation settles ties "based on their index". `ccc` lets the earliest of
    /// the tied views take the difference, then the next once the earliest can give no more
    /// (a view at width 0): the k-th later view with the same priority keeps its intrinsic
    /// size at priority k (1, 2, …, up to `tieBreakPriorityLimit`), so every later view is
    /// held more firmly than the one before it, below every level a layout otherwise uses.
    func fillTieBreaks() -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        var huggingSeen: [Double: Int] = [:]
        var resistanceSeen: [Double: Int] = [:]
        func tieBreak(_ view: Int, _ relation: RelationKind, _ intrinsic: Double, rank: Int) {
            result.append(
                make.make(
                    "stack tie-break by index", Anchor(view, alongSize), relation, nil,
                    constant: intrinsic, priority: min(rank, Self.tieBreakPriorityLimit)))
        }
        for view in arranged {
            guard let intrinsic = intrinsicSize(view.declaration) else { continue }
            let (hugging, resistance) =
                isHorizontal
                ? (view.declaration.hugging.horizontal, view.declaration.compressionResistance.horizontal)
                : (view.declaration.hugging.vertical, view.declaration.compressionResistance.vertical)
            if let earlier = huggingSeen[hugging] { tieBreak(view.index, .lessThanOrEqual, intrinsic, rank: earlier) }
            if let earlier = resistanceSeen[resistance] { tieBreak(view.index, .greaterThanOrEqual, intrinsic, rank: earlier) }
            huggingSeen[hugging, default: 0] += 1
            resistanceSeen[resistance, default: 0] += 1
        }
        return result
    }

    /// The spacing after an arranged view: its `spacingAfter`, else the stack's.
    func spacing(after index: Int) -> Double { customSpacing[index] ?? spacing }

    /// The intrinsic size along the axis, in points.
    func intrinsicSize(_ declaration: ViewDeclaration) -> Double? {
        isHorizontal ? declaration.intrinsicSize.width : declaration.intrinsicSize.height
    }
}
