import CFuzzerDriver
import Foundation
import PopupKitFuzzing

/// The body of every fuzz executable: hands the command line to libFuzzer, which
/// calls `check` with each input it tries, and exits with libFuzzer's status.
///
/// `check` is a C function (libFuzzer calls it), so each executable passes a
/// closure that names its target and captures nothing.
public func runFuzzer(_ check: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, check))
}

/// Runs `target`'s check on one input; a problem stops the process with its
/// description, which libFuzzer records as a crash with the input that caused it.
public func fuzz(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = target.problems(bytes)
    if !problems.isEmpty {
        fatalError("fuzz-\(target.rawValue): " + problems.prefix(5).joined(separator: "\n"))
    }
    return 0
}
