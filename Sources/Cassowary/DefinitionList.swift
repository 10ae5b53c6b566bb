// The definitions of a solver in one array and their terms in one pool (issue #18).

/// The definitions in the order they were made, their terms in one pool (issue #18, session
/// 12): 24 bytes a definition and 16 a term, where each definition's own terms array cost a
/// heap block of 80 bytes or more (a 32-byte header, malloc's) for the usual two terms.
/// Definitions are never removed (removing one rebuilds the solver), so the pool only grows.
struct DefinitionList: RandomAccessCollection {
    private struct Record {
        var variable: Int
        var constant: Double
        var start: Int32
        var count: Int32
    }

    private var records: [Record] = []
    private var pool: [Term] = []

    var startIndex: Int { 0 }
    var endIndex: Int { records.count }

    subscript(_ d: Int) -> Definition {
        let r = records[d]
        let start = Int(r.start)
        return Definition(variable: r.variable, constant: r.constant, terms: pool[start..<start + Int(r.count)])
    }

    mutating func append(variable: Int, constant: Double, terms: [Term]) {
        records.append(Record(variable: variable, constant: constant, start: Int32(truncatingIfNeeded: pool.count),
                              count: Int32(truncatingIfNeeded: terms.count)))
        pool.append(contentsOf: terms)
    }
}
