/// The scope a call's strings are compiled in: the views of its views dictionary as
/// siblings inside the view that receives the call (`self` in CompactConstraint), which is
/// inside an unknown superview; the metrics of its metrics dictionary, each with its value
/// when written as a number, else 1 (a value that passes every check a metric can meet:
/// a priority, a multiplier, a divisor), since only the names are checked.
enum SourceScope {
    static func scope(views: StaticDictionary, metrics: StaticDictionary) -> Scope {
        var receiver = CompiledView(
            name: "the receiving view", index: 1, superview: 0, nameRange: nil, layoutMargins: .standardMargins)
        receiver.isGuide = true
        var compiled = [
            CompiledView(name: "self", index: 0, superview: nil, nameRange: nil, layoutMargins: .standardMargins), receiver,
        ]
        for entry in views.entries {
            compiled.append(CompiledView(
                name: entry.name, index: compiled.count, superview: 1, nameRange: entry.range, layoutMargins: .standardMargins))
        }
        let values = metrics.entries.map { Metric(name: $0.name, value: $0.value ?? 1, range: $0.range) }
        return Scope(views: compiled, metrics: values, direction: .leftToRight)
    }

    /// An unknown name gets a note at the dictionary that lacks it: the fix is there or in the string.
    static func pointingAtDictionaries(
        _ diagnostic: Diagnostic, _ names: (views: StaticDictionary, metrics: StaticDictionary)?
    ) -> Diagnostic {
        guard let names else { return diagnostic }
        var result = diagnostic
        switch diagnostic.code {
        case .unknownView:
            result.notes.append(DiagnosticNote(
                "it is not a key of the views dictionary (UIKit throws); add it there or correct the name", at: names.views.range))
        case .unknownMetric:
            let place = names.metrics.identity >= 0 ? names.metrics.range : names.views.range
            result.notes.append(DiagnosticNote(
                "it is not a key of the metrics or views dictionary (UIKit throws); add it there or correct the name", at: place))
        default:
            break
        }
        return result
    }
}
