extension ConfigurationMerge {
    /// The notes of a finding reported in the configurations `numbers`: as they are when
    /// every configuration has the same; else each distinct note once, ordered by the first
    /// place it holds in a list (then by the list first seen), prefixed with where it occurs
    /// when not every one of `numbers` has it: `at size 320×480: conflicts with 'root size'
    /// (self.width == 320, given by --size)`.
    func notes(of finding: Finding, in numbers: [Int]) -> [DiagnosticNote] {
        let lists = noteLists[finding] ?? []
        guard lists.count > 1 else { return lists.first?.notes ?? [] }
        var index: [DiagnosticNote: Int] = [:]
        var found: [(note: DiagnosticNote, position: Int, list: Int, numbers: Set<Int>)] = []
        for (list, entry) in lists.enumerated() {
            for (position, note) in entry.notes.enumerated() {
                if let at = index[note] {
                    found[at].numbers.formUnion(entry.numbers)
                    found[at].position = min(found[at].position, position)
                } else {
                    index[note] = found.count
                    found.append((note, position, list, Set(entry.numbers)))
                }
            }
        }
        found.sort { ($0.position, $0.list) < ($1.position, $1.list) }
        return found.map { entry in
            guard entry.numbers.count < numbers.count else { return entry.note }
            var note = entry.note
            note.message = place(entry.numbers.sorted()) + ": " + note.message
            return note
        }
    }
}
