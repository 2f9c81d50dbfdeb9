import Foundation

/// One file of saved state and its previous copy (``AtomicFile``): reading it
/// at launch, falling back to the previous copy when the file is damaged.
struct SavedFile: Sendable {
    /// The file.
    let url: URL
    /// Its name in warnings (`rule book`, `banner history`).
    let name: String
    /// Larger files are refused before they are read.
    let maximumBytes: Int

    /// The value `decode` reads from the file; when the file is there but
    /// unusable, the value of its previous copy, with a warning either way.
    /// No file is no value and no warning: nothing was saved yet.
    func read<Value>(_ decode: (Data) -> Result<Value, SavedStateProblem>) -> LoadedState<Value> {
        guard FileManager.default.fileExists(atPath: url.path) else { return LoadedState(value: nil, warning: nil) }
        let problem: SavedStateProblem
        switch contents(of: url).flatMap(decode) {
        case .success(let value): return LoadedState(value: value, warning: nil)
        case .failure(let failure): problem = failure
        }
        if case .success(let value) = contents(of: AtomicFile.previousCopy(of: url)).flatMap(decode) {
            return LoadedState(value: value, warning: .savedStateUnreadable(file: name, problem, usedPreviousCopy: true))
        }
        return LoadedState(value: nil, warning: .savedStateUnreadable(file: name, problem, usedPreviousCopy: false))
    }

    /// Writes `data` atomically, keeping the file it replaces as the previous copy.
    func write(_ data: Data) throws(StateWriteError) {
        try AtomicFile.write(data, to: url, keepingPrevious: true)
    }

    private func contents(of file: URL) -> Result<Data, SavedStateProblem> {
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumBytes else {
                return .failure(.notAStateFile("\(size) bytes, more than the limit of \(maximumBytes)"))
            }
            return .success(try Data(contentsOf: file))
        } catch {
            return .failure(.unreadable((error as NSError).localizedDescription))
        }
    }
}
