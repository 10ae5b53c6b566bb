/// A layout document's constraint strings, view names and metric names by their place in
/// the file, for `Fingerprint`: each list is sorted by start offset, so the one holding a
/// finding's offset is found by binary search instead of a walk over the whole document.
/// JSON strings and keys never overlap, so at most one item of a list holds an offset;
/// of items that start at the same offset, the first declared wins, as a walk would find.
struct SubjectIndex {
    private struct Item<Value> {
        var range: SourceRange
        var value: Value
    }

    private let constraints: [Item<(owner: String, entry: ConstraintEntry)>]
    private let views: [Item<String>]
    private let metrics: [Item<String>]

    init(_ document: LayoutDocument?) {
        guard let document else {
            constraints = []
            views = []
            metrics = []
            return
        }
        var constraints = document.constraints.map { Item(range: $0.range, value: (owner: "", entry: $0)) }
        for view in document.views {
            constraints += view.constraints.map { Item(range: $0.range, value: (owner: view.name, entry: $0)) }
        }
        self.constraints = Self.sorted(constraints)
        views = Self.sorted(document.views.map { Item(range: $0.nameRange, value: $0.name) })
        metrics = Self.sorted(document.metrics.compactMap { metric in metric.range.map { Item(range: $0, value: metric.name) } })
    }

    func constraint(at offset: Int) -> (owner: String, entry: ConstraintEntry)? { Self.find(constraints, offset) }
    func view(at offset: Int) -> String? { Self.find(views, offset) }
    func metric(at offset: Int) -> String? { Self.find(metrics, offset) }

    /// Stable: equal starts keep declaration order.
    private static func sorted<Value>(_ items: [Item<Value>]) -> [Item<Value>] {
        items.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
    }

    /// The first-declared item among those with the greatest start at or before `offset`,
    /// when its range holds `offset`.
    private static func find<Value>(_ items: [Item<Value>], _ offset: Int) -> Value? {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].range.lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let start = items[low - 1].range.lowerBound
        var first = low - 1
        while first > 0, items[first - 1].range.lowerBound == start { first -= 1 }
        for item in items[first..<low] where offset < item.range.upperBound { return item.value }
        return nil
    }
}
