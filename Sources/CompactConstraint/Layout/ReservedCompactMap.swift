extension Array {
    /// `compactMap` into an array reserved for every element up front. A decoded list (the
    /// views, the constraint strings) stays alive for the whole run; grown one element at a
    /// time it would keep up to as much again in spare capacity.
    func compactMapReserved<T>(_ transform: (Element) throws -> T?) rethrows -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        for element in self {
            if let value = try transform(element) { result.append(value) }
        }
        return result
    }
}
