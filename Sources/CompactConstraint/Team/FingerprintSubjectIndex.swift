/// A layout document's constraint strings, view names and metric names by their place in
/// the file, for `Fingerprint`: each list is sorted by start offset, so the one holding a
/// finding's offset is found by binary search instead of a walk over the whole document.
/// JSON strings and keys never overlap, so at most one item of a list holds an offset;
/// of items that start at the same offset, the first declared wins, as a walk would find.
///
/// An item is its range and where it is in the document (24 bytes), not a copy of the
/// entry: on a layout of 80,000 strings the copies and the sort's two more were 27 MB at
/// the peak of `ccc lint` (issue #18).
struct SubjectIndex {
    /// A range and the position of what it belongs to in the document.
    private struct Item {
        var start: Int
        var end: Int
        /// A constraint's list (-1: the top level; else the position of its view declaration);
        /// -1 for views and metrics.
        var list: Int32
        /// The position in that list (views: in `document.views`; metrics: in `document.metrics`).
        var index: Int32

        init(_ range: SourceRange, list: Int, index: Int) {
            start = range.lowerBound
            end = range.upperBound
            self.list = Int32(clamping: list)
            self.index = Int32(clamping: index)
        }
    }

    private let document: LayoutDocument?
    private let constraints: [Item]
    private let views: [Item]
    private let metrics: [Item]

    init(_ document: LayoutDocument?) {
        self.document = document
        guard let document else {
            constraints = []
            views = []
            metrics = []
            return
        }
        // In declaration order: the top level, then each view's list.
        var constraints: [Item] = []
        constraints.reserveCapacity(document.views.reduce(document.constraints.count) { $0 + $1.constraints.count })
        for (index, entry) in document.constraints.enumerated() { constraints.append(Item(entry.range, list: -1, index: index)) }
        for (position, view) in document.views.enumerated() {
            for (index, entry) in view.constraints.enumerated() {
                constraints.append(Item(entry.range, list: position, index: index))
            }
        }
        self.constraints = Self.sorted(constraints)
        views = Self.sorted(document.views.enumerated().map { Item($1.nameRange, list: -1, index: $0) })
        metrics = Self.sorted(document.metrics.enumerated().compactMap { index, metric in
            metric.range.map { Item($0, list: -1, index: index) }
        })
    }

    func constraint(at offset: Int) -> (owner: String, entry: ConstraintEntry)? {
        guard let document, let item = Self.find(constraints, offset) else { return nil }
        let index = Int(item.index)
        guard item.list >= 0 else {
            return document.constraints.indices.contains(index) ? ("", document.constraints[index]) : nil
        }
        let list = Int(item.list)
        guard document.views.indices.contains(list), document.views[list].constraints.indices.contains(index) else {
            return nil
        }
        return (document.views[list].name, document.views[list].constraints[index])
    }

    func view(at offset: Int) -> String? {
        guard let document, let item = Self.find(views, offset), document.views.indices.contains(Int(item.index)) else {
            return nil
        }
        return document.views[Int(item.index)].name
    }

    func metric(at offset: Int) -> String? {
        guard let document, let item = Self.find(metrics, offset), document.metrics.indices.contains(Int(item.index)) else {
            return nil
        }
        return document.metrics[Int(item.index)].name
    }

    /// By start; equal starts keep declaration order (the list, then the position in it).
    private static func sorted(_ items: [Item]) -> [Item] {
        var items = items
        items.sort { ($0.start, $0.list, $0.index) < ($1.start, $1.list, $1.index) }
        return items
    }

    /// The first-declared item among those with the greatest start at or before `offset`,
    /// when its range holds `offset`.
    private static func find(_ items: [Item], _ offset: Int) -> Item? {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let start = items[low - 1].start
        var first = low - 1
        while first > 0, items[first - 1].start == start { first -= 1 }
        for item in items[first..<low] where offset < item.end { return item }
        return nil
    }
}
