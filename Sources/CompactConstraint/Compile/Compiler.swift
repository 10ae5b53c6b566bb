/// Compiles a layout document to linear constraints: builds the view tree, resolves
/// metrics (file < `--metrics` files < state < `--metric`, docs/command-line.md), adds the implicit
/// constraints (root frame, `size`, intrinsic size, docking) and lowers every constraint
/// string; stacks and grids lower to ordinary constraints too (StackLowering, GridLowering).
/// Errors are collected per constraint; one bad string does not hide the others.
public enum Compiler {
    public static func compile(
        _ document: LayoutDocument, options: CompileOptions = CompileOptions(), into diagnostics: inout Diagnostics
    ) -> CompiledLayout {
        var views = ViewTree.build(document, into: &diagnostics)
        for (index, insets) in options.safeAreaInsets.sorted(by: { $0.key < $1.key }) where index > 0 && index < views.count {
            views[index].safeAreaInsets = insets
        }
        let guides = StackLowering.addGuides(document, &views)
        var metrics = document.metrics
        for file in options.metricFiles { metrics += file }
        if let stateName = options.state, let state = document.states.first(where: { $0.name == stateName }) {
            metrics += state.metrics
        }
        metrics += options.metrics
        StackLowering.assignBaselineViews(document, &views, metrics: metrics)
        let scope = Scope(views: views, metrics: metrics, direction: options.layoutDirection ?? document.layoutDirection)

        var constraints = rootConstraints(
            size: options.size ?? document.size, range: options.size == nil ? document.sizeRange : nil)
        constraints += NonNegativeSize.constraints(views)
        for (declaration, view) in zip(document.views, views.dropFirst()) where declaration.name == view.name {
            constraints += ImplicitConstraints.size(declaration, view)
            constraints += ImplicitConstraints.intrinsicSize(declaration, view, into: &diagnostics)
            if let docking = declaration.align {
                constraints += ImplicitConstraints.docking(docking, view, scope: scope)
            }
        }
        constraints += StackLowering.lowerAll(document, views, guides: guides, scope: scope, into: &diagnostics)
        constraints += GridLowering.lowerAll(document, views, scope: scope, into: &diagnostics)
        for (declaration, view) in zip(document.views, views.dropFirst()) where declaration.name == view.name {
            for entry in declaration.constraints {
                constraints += InstalledConstraintCheck.check(
                    compileEntry(entry, selfView: view.index, scope: scope, into: &diagnostics), entry: entry,
                    holder: view.index, scope: scope, into: &diagnostics)
            }
        }
        for entry in document.constraints {
            constraints += compileEntry(entry, selfView: 0, scope: scope, into: &diagnostics)
        }
        return CompiledLayout(views: views, constraints: constraints)
    }

    /// The root sits at (0, 0) with the file's size (both required); a side the size leaves
    /// out is left to the constraints (self-sizing). `range` is where the file writes
    /// `size` (nil when `--size` replaced it).
    static func rootConstraints(size: RootSize?, range: SourceRange?) -> [LinearConstraint] {
        func fix(_ variable: Int, _ value: Double, _ text: String, _ what: String, _ range: SourceRange?)
            -> LinearConstraint
        {
            LinearConstraint(
                LinearExpression(variable: variable) + -value, .equal, priority: 1000,
                origin: ConstraintOrigin(
                    kind: .root, identifier: what, canonical: "\(text) == \(formatNumber(value))", range: range))
        }
        var result = [fix(0, 0, "self.left", "root position", nil), fix(1, 0, "self.top", "root position", nil)]
        if let width = size?.width { result.append(fix(2, width, "self.width", "root size", range)) }
        if let height = size?.height { result.append(fix(3, height, "self.height", "root size", range)) }
        return result
    }

    /// One entry of a constraint list: a compact string (one constraint) or, when it
    /// starts with `H:`, `V:`, `|`, `[` or `-`, a visual format string.
    static func compileEntry(
        _ entry: ConstraintEntry, selfView: Int, scope: Scope, into diagnostics: inout Diagnostics
    ) -> [LinearConstraint] {
        if isVisualFormat(entry.text) {
            guard let tree = VisualFormatParser.parse(entry.text, into: &diagnostics) else { return [] }
            var lowering = VisualFormatLowering(scope: scope, source: entry.text, selfView: selfView)
            let constraints = lowering.lower(tree, options: entry.options)
            diagnostics.append(contentsOf: lowering.diagnostics)
            return constraints
        }
        if let option = entry.options.first {
            diagnostics.error(
                .vflOptionsWithoutFormat,
                "options apply only to visual format strings (starting with 'H:', 'V:', '|', '[' or '-'); "
                    + "this is a compact constraint",
                at: option.range)
            return []
        }
        guard let tree = CompactParser.parse(entry.text, into: &diagnostics) else { return [] }
        var lowering = CompactLowering(
            scope: scope, source: entry.text, selfView: selfView, entryRange: entry.text.fileRange)
        let constraint = lowering.lower(tree)
        diagnostics.append(contentsOf: lowering.diagnostics)
        return constraint.map { [$0] } ?? []
    }

    /// CompactConstraint's rule: a string whose first non-blank characters are `H:`, `V:`,
    /// `|`, `[` or `-` is visual format. So are near misses of an orientation, which no
    /// compact string can start with (`H[a]`, `V|[a]|`, `v:[a]`): the visual format parser
    /// then says what the orientation lacks.
    public static func isVisualFormat(_ text: SourceString) -> Bool {
        let bytes = text.bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") || first == UInt8(ascii: "-") { return true }
        let second = bytes.dropFirst().first
        switch (first, second) {
        case (UInt8(ascii: "H"), UInt8(ascii: ":")), (UInt8(ascii: "V"), UInt8(ascii: ":")): return true
        case (UInt8(ascii: "H"), UInt8(ascii: "[")), (UInt8(ascii: "V"), UInt8(ascii: "[")),
            (UInt8(ascii: "H"), UInt8(ascii: "|")), (UInt8(ascii: "V"), UInt8(ascii: "|")),
            (UInt8(ascii: "h"), UInt8(ascii: ":")), (UInt8(ascii: "v"), UInt8(ascii: ":")):
            return true
        default: return false
        }
    }
}
