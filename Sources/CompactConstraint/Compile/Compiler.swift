/// Compiles a parsed layout to linear constraints: builds the view tree, resolves
/// metrics (`CompileOptions.metricLayers`), adds the implicit constraints (root frame,
/// `size`, intrinsic size, docking) and lowers every constraint string's syntax tree;
/// stacks and grids lower to ordinary constraints too (StackLowering, GridLowering).
/// Errors are collected per constraint; one bad string does not hide the others.
///
/// The compiler never parses: the parse stage (`ParsedLayout`) did, and its trees are kept
/// in the compiled layout; or, for `solve` and `compile`, the parse stage deferred each list
/// (`ParsedLayout.deferred(_:)`), which the compiler has parsed just before lowering it and
/// lets go once lowered.
/// Nested safe-area insets depend on solved frames, so the pipeline re-lowers, with
/// `relower`, only the parts that read them.
enum Compiler {
    ///
    /// `releasingStrings` lets each list of parsed strings go once it is lowered (each view's
    /// list, each top-level chunk), so that the trees and the constraints are never all alive
    /// at once (issue #18); the layout then keeps `ParsedLayout.released(metricReads:)`, as
    /// `releaseSyntax()` would, and cannot be re-lowered: only for a caller that owns `parsed`
    /// and needs no re-lowering (no nested safe areas) nor trees afterwards.
    static func compile(
        _ parsed: inout ParsedLayout, releasingStrings: Bool = false, options: CompileOptions = CompileOptions(),
        into diagnostics: inout Diagnostics
    ) -> CompiledLayout {
        let document = parsed.document
        var views = ViewTree.build(document, into: &diagnostics)
        let guides = StackLowering.addGuides(document, &views)
        let metrics = options.metrics(for: document)
        StackLowering.assignBaselineViews(document, &views, metrics: metrics)
        // A deferred parse is lowered list by list, each parsed just before (and never kept).
        let deferred = parsed.isDeferred
        let releasing = releasingStrings || deferred
        // Before any tree goes: what `releaseSyntax()` would keep (a deferred parse's, list by list).
        let metricReads = releasing && !deferred ? parsed.metricReadsOnce : nil
        var deferredReads = deferred ? MetricUsage.declarationReads(document) : []
        // `ccc lint`'s trees of `ParsedLayout.constantTrees`, gathered the same way.
        let keepsConstantTrees = releasing && parsed.keepsConstantTrees
        var constantTrees = keepsConstantTrees && !deferred ? parsed.constantTrees : []
        var viewListStrings = 0  // the strings of the view lists parsed so far (a deferred parse)
        var layout = CompiledLayout(views: views, constraints: [])
        layout.metrics = metrics
        layout.direction = options.layoutDirection ?? document.layoutDirection
        layout.guides = guides
        let scope = Scope(views: views, metrics: layout.metrics, direction: layout.direction)
        if deferred { parsed.intern(ResolvedNames.resolvable(in: scope)) }
        let names = ResolvedNames(parsed.names, scope: scope)
        var compact = CompactLowering(scope: scope, names: names)

        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(estimatedCount(parsed, views))
        constraints += rootConstraints(
            size: options.size ?? document.size, range: options.size == nil ? document.sizeRange : nil)
        NonNegativeSize.append(views, to: &constraints)
        var dependent: [CompiledLayout.Segment] = []
        func add(_ unit: LoweringUnit, _ parsed: ParsedLayout) {
            let reads = scope.insetReads.count
            let start = constraints.count
            lower(unit, layout, parsed, compact: &compact, appendingTo: &constraints, into: &diagnostics)
            if scope.insetReads.count != reads {
                dependent.append(CompiledLayout.Segment(unit: unit, range: start..<constraints.count))
            }
        }
        let declared = declaredViews(document, views)
        for position in declared { add(.implicit(position), parsed) }
        add(.stacks, parsed)
        add(.grids, parsed)
        if deferred {
            // Every view's list in file order (a view declared twice is not lowered, but its
            // strings' metric names count, as `MetricUsage.read(by:)` counts them).
            var next = declared.startIndex
            for position in parsed.viewStrings.indices {
                parsed.parseViewStrings(at: position)
                if next < declared.endIndex, declared[next] == position {
                    next += 1
                    for entry in parsed.viewStrings[position].indices { add(.viewEntry(position, entry), parsed) }
                }
                MetricUsage.appendReads(
                    of: parsed.viewStrings[position], parsed.viewEntries(at: position), first: 0, to: &deferredReads)
                if keepsConstantTrees {
                    ConstantTree.append(of: parsed.viewStrings[position], first: viewListStrings, to: &constantTrees)
                }
                viewListStrings += parsed.viewStrings[position].count
                parsed.releaseViewStrings(at: position)
            }
        } else {
            for position in declared {
                for entry in parsed.viewStrings[position].indices { add(.viewEntry(position, entry), parsed) }
                if releasing { parsed.releaseViewStrings(at: position) }
            }
        }
        for chunk in parsed.topLevelChunks.indices {
            let first = chunk * ParsedLayout.chunkSize
            if deferred { parsed.parseTopLevelChunk(chunk) }
            for entry in parsed.topLevelChunks[chunk].indices { add(.topLevelEntry(first + entry), parsed) }
            if deferred {
                MetricUsage.appendReads(
                    of: parsed.topLevelChunks[chunk], document.constraints, first: first, to: &deferredReads)
                if keepsConstantTrees {
                    ConstantTree.append(of: parsed.topLevelChunks[chunk], first: viewListStrings + first, to: &constantTrees)
                }
            }
            if releasing { parsed.releaseTopLevelChunk(chunk) }
        }
        layout.constraints = Self.trimmed(constraints)
        layout.insetDependent = dependent
        let kept = deferred ? ParsedLayout.once(deferredReads) : metricReads
        layout.parsed = kept.map { parsed.released(metricReads: $0, constantTrees: constantTrees) } ?? parsed
        return layout
    }

    /// About how many constraints `compile` lowers: exact for views, their sizes and intrinsic
    /// sizes and compact strings; a guess for docking, visual format strings, stacks and
    /// grids. The array is reserved once: grown by doubling, it held up to twice the
    /// constraints (and then a trimmed copy) beside every syntax tree, the peak of `compile`.
    static func estimatedCount(_ parsed: ParsedLayout, _ views: [CompiledView]) -> Int {
        var count = 2 + 2 * views.count
        // Read in place: `for view in views` copied every declaration (and retained its parts).
        parsed.document.views.withUnsafeBufferPointer { declarations in
            for position in declarations.indices {
                let size = declarations[position].size
                let intrinsicSize = declarations[position].intrinsicSize
                count += (size.width == nil ? 0 : 1) + (size.height == nil ? 0 : 1)
                count += (intrinsicSize.width == nil ? 0 : 2) + (intrinsicSize.height == nil ? 0 : 2)
                if declarations[position].align != nil { count += 4 }
                if declarations[position].stack != nil || declarations[position].grid != nil { count += 8 }
            }
        }
        // A deferred parse has no string parsed yet: each entry's dialect, read from its text.
        if parsed.isDeferred {
            func add(_ entries: [ConstraintEntry]) {
                entries.withUnsafeBufferPointer { entries in
                    for index in entries.indices { count += ConstraintDialect(of: entries[index].text) == .visualFormat ? 4 : 1 }
                }
            }
            for position in parsed.document.views.indices { add(parsed.viewEntries(at: position)) }
            add(parsed.document.constraints)
            return count
        }
        // Each list read in place (concatenating them copied every parsed string).
        func add(_ strings: [ParsedString]) {
            strings.withUnsafeBufferPointer { strings in
                for index in strings.indices {
                    // The dialect first: reading a compact string's tree would copy it.
                    guard strings[index].dialect == .visualFormat, case .visualFormat = strings[index].syntax else {
                        count += 1
                        continue
                    }
                    count += 4
                }
            }
        }
        for position in parsed.viewStrings.indices { add(parsed.viewStrings[position]) }
        for chunk in parsed.topLevelChunks.indices { add(parsed.topLevelChunks[chunk]) }
        return count
    }

    /// `constraints` without the spare capacity its growth left (up to half of it), as the
    /// compiled constraints stay alive until the frames are printed.
    static func trimmed(_ constraints: [LinearConstraint]) -> [LinearConstraint] {
        guard constraints.capacity - constraints.count > 64 else { return constraints }
        var result: [LinearConstraint] = []
        result.reserveCapacity(constraints.count)
        result.append(contentsOf: constraints)
        return result
    }

    /// `layout` with new safe-area insets for its views (by view index, in points; views
    /// not listed have none; the root keeps the file's `safeArea` and stack spacers have
    /// none): only the constraints that read a view's safe area or margins are lowered again,
    /// in their place. Diagnostics are the first compilation's and are not repeated. A layout
    /// whose syntax trees were released (`releaseSyntax()`) keeps its constraints.
    static func relower(_ layout: CompiledLayout, safeAreaInsets: [Int: EdgeInsets]) -> CompiledLayout {
        var result = layout
        for index in result.views.indices.dropFirst() where !result.views[index].isGuide {
            result.views[index].safeAreaInsets = safeAreaInsets[index] ?? .zero
        }
        guard !layout.insetDependent.isEmpty, let parsed = layout.parsed, parsed.keepsSyntax else { return result }
        let scope = Scope(views: result.views, metrics: layout.metrics, direction: layout.direction)
        let names = ResolvedNames(parsed.names, scope: scope)
        var compact = CompactLowering(scope: scope, names: names)
        var scratch = Diagnostics()
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(layout.constraints.count)
        var segments: [CompiledLayout.Segment] = []
        var next = 0
        for segment in layout.insetDependent {
            constraints += layout.constraints[next..<segment.range.lowerBound]
            let start = constraints.count
            lower(segment.unit, result, parsed, compact: &compact, appendingTo: &constraints, into: &scratch)
            segments.append(CompiledLayout.Segment(unit: segment.unit, range: start..<constraints.count))
            next = segment.range.upperBound
        }
        constraints += layout.constraints[next...]
        result.constraints = constraints
        result.insetDependent = segments
        return result
    }

    /// A part of the layout lowered as one piece, so that it can be lowered again.
    enum LoweringUnit: Sendable {
        /// The `size`, intrinsic size and docking of the view declared at this position.
        case implicit(Int)
        case stacks
        case grids
        /// One entry of a view's own `constraints` (declaration position, entry position).
        case viewEntry(Int, Int)
        /// One entry of the top-level `constraints` (its position in the list).
        case topLevelEntry(Int)
    }

    /// The positions in `document.views` of the views that were declared once (view index
    /// = position + 1).
    static func declaredViews(_ document: LayoutDocument, _ views: [CompiledView]) -> [Int] {
        document.views.indices.filter { $0 + 1 < views.count && document.views[$0].name == views[$0 + 1].name }
    }

    /// Lowers `unit` and appends its constraints to `constraints` (appending, rather than
    /// returning an array, spares a one-element array per constraint string). `compact`
    /// lowers the compact strings; its scope is the layout's; `parsed` holds the trees (the
    /// layout's own, or while compiling, the ones not yet lowered and let go).
    static func lower(
        _ unit: LoweringUnit, _ layout: CompiledLayout, _ parsed: ParsedLayout, compact: inout CompactLowering,
        appendingTo constraints: inout [LinearConstraint], into diagnostics: inout Diagnostics
    ) {
        let scope = compact.scope
        // `parsed.document` is read only where needed: a copy of the document for every string
        // retained each of its arrays (issue #17).
        switch unit {
        case .implicit(let position):
            // Read in place, and only what a view declares (a copy of the declaration and of
            // the compiled view, for every view, was most of this unit's cost).
            parsed.document.views.withUnsafeBufferPointer { declarations in
                layout.views.withUnsafeBufferPointer { views in
                    guard declarations.indices.contains(position), views.indices.contains(position + 1) else { return }
                    let size = declarations[position].size
                    if size.width != nil || size.height != nil {
                        constraints += ImplicitConstraints.size(declarations[position], views[position + 1])
                    }
                    let intrinsicSize = declarations[position].intrinsicSize
                    if intrinsicSize.width != nil || intrinsicSize.height != nil {
                        constraints += ImplicitConstraints.intrinsicSize(
                            declarations[position], views[position + 1], into: &diagnostics)
                    }
                    if let docking = declarations[position].align {
                        constraints += ImplicitConstraints.docking(docking, views[position + 1], scope: scope)
                    }
                }
            }
        case .stacks:
            constraints += StackLowering.lowerAll(parsed.document, layout.views, guides: layout.guides, scope: scope, into: &diagnostics)
        case .grids:
            constraints += GridLowering.lowerAll(parsed.document, layout.views, scope: scope, into: &diagnostics)
        case .viewEntry(let position, let index):
            guard parsed.viewStrings.indices.contains(position), parsed.viewStrings[position].indices.contains(index)
            else { return }
            let holder = position + 1
            let start = constraints.count
            // Read in place: a subscripted copy of a parsed string or an entry retained each of its parts.
            let installable = parsed.viewStrings[position].withUnsafeBufferPointer { strings in
                parsed.viewEntries(at: position).withUnsafeBufferPointer { entries in
                    guard entries.indices.contains(index) else { return true }
                    compileEntry(
                        strings, index, entries, index, selfView: holder, compact: &compact, appendingTo: &constraints,
                        into: &diagnostics)
                    return InstalledConstraintCheck.isInstallable(
                        constraints[start...], entry: entries[index], holder: holder, scope: scope, into: &diagnostics)
                }
            }
            if !installable { constraints.removeSubrange(start...) }
        case .topLevelEntry(let index):
            parsed.withTopLevelString(index) { strings, offset, entries, entry in
                compileEntry(
                    strings, offset, entries, entry, selfView: 0, compact: &compact, appendingTo: &constraints,
                    into: &diagnostics)
            }
        }
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

    /// Whether `origin` is a side of the root's size that `--size` gave (a root size without
    /// a range, as `rootConstraints` makes it): a conflict note names the option, not a place.
    static func isCommandLineSize(_ origin: ConstraintOrigin) -> Bool {
        origin.kind == .root && origin.identifier == "root size" && origin.range == nil
    }

    /// One entry of a constraint list, parsed: a compact string (one constraint) or a
    /// visual format string (`ConstraintDialect`), its constraints appended to `constraints`.
    /// The parser's diagnostics come first. The string is `strings[index]`, read in place
    /// (a copy of a parsed string retains each of its parts), parsed from `entries[entry]`,
    /// read in place too.
    static func compileEntry(
        _ strings: UnsafeBufferPointer<ParsedString>, _ index: Int, _ entries: UnsafeBufferPointer<ConstraintEntry>,
        _ entry: Int, selfView: Int, compact: inout CompactLowering, appendingTo constraints: inout [LinearConstraint],
        into diagnostics: inout Diagnostics
    ) {
        let scope = compact.scope
        guard strings.indices.contains(index), entries.indices.contains(entry) else { return }
        switch strings[index].syntax {
        case .visualFormat(let tree):
            diagnostics.append(contentsOf: strings[index].diagnostics)
            var lowering = VisualFormatLowering(scope: scope, source: entries[entry].text, selfView: selfView)
            constraints += lowering.lower(tree, options: entries[entry].options)
            diagnostics.append(contentsOf: lowering.diagnostics)
        case .rejected:
            if let option = entries[entry].options.first {
                diagnostics.error(
                    .vflOptionsWithoutFormat,
                    "options apply only to visual format strings (starting with 'H:', 'V:', '|', '[' or '-'); "
                        + "this is a compact constraint",
                    at: option.range)
            }
        case .unparsed:
            diagnostics.append(contentsOf: strings[index].diagnostics)
        case .compact(let tree):
            // Most strings have no diagnostic: appending an empty list still costs a call.
            if !strings[index].diagnostics.items.isEmpty { diagnostics.append(contentsOf: strings[index].diagnostics) }
            // One lowering for every string: making one a string retained and released its
            // scope, names and string each time (issue #17).
            compact.start(entries[entry].text, selfView: selfView)
            if let constraint = compact.lower(tree) { constraints.append(constraint) }
            if !compact.diagnostics.items.isEmpty { diagnostics.append(contentsOf: compact.diagnostics) }
        }
    }
}
