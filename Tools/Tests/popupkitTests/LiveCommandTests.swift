import Foundation
import Testing

/// `popupkit live` where no window can open, and on bad options. What it does in a
/// window is checked on a virtual display by `make live-test` (scripts/live-test.py).
@Suite("popupkit live without a window")
struct LiveCommandTests {
    private let scenario = #"{"events": [{"at": 0, "toast": {"id": "t", "message": "Saved"}}]}"#

    @Test("Without a display it exits 2, as every error, and shows how to run it under xvfb-run and where that comes from")
    func noDisplay() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", scenario)
        let output = try PopupkitProcess.run(["live", "s.json", "--speed", "2"], in: directory.url, unset: ["DISPLAY"])
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("error: no X display: DISPLAY is not set"), "\(output)")
        #expect(output.stderr.contains(#"xvfb-run -a -s "-screen 0 1280x1024x24" swift run --package-path Tools popupkit live s.json --speed 2"#), "\(output)")
        #expect(output.stderr.contains("sudo apt-get install xvfb"), "\(output)")
    }

    @Test("Bad options exit 2 with a message", arguments: [
        (["--speed", "0"], "--speed must be 0.1 to 10"),
        (["--speed", "nan"], "--speed must be 0.1 to 10"),
        (["--scale", "4"], "--scale must be 1, 2 or 3"),
        (["--loop", "--freeze-at", "1"], "choose one of --loop and --freeze-at"),
        (["--freeze-at=-1"], "--freeze-at must be a finite number of seconds"),
        (["--compositor", "gpu"], "--compositor must be thread or main, got gpu"),
        (["--stall-at", "1", "--stall-for", "0"], "--stall-for must be 0.1 to 10 seconds"),
        (["--stall-at", "1", "--freeze-at", "2"], "choose one of --stall-at and --freeze-at"),
        (["--stall-at=-1"], "--stall-at must be a finite number of seconds"),
    ])
    func badOptions(options: [String], message: String) throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", scenario)
        let output = try PopupkitProcess.run(["live", "s.json"] + options, in: directory.url, unset: ["DISPLAY"])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains(message), "\(output)")
    }

    @Test("A bad scenario exits 2 before any window is asked for")
    func badScenario() throws {
        let directory = try ScratchDirectory()
        try directory.write("s.json", #"{"events": [{"at": 0, "shake": {}}]}"#)
        let output = try PopupkitProcess.run(["live", "s.json"], in: directory.url, unset: ["DISPLAY"])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains(#"unknown event kind "shake""#), "\(output)")
        #expect(!output.stderr.contains("xvfb-run"))
    }

    @Test("The playground (and live without a scenario) without a display exits 2 with the xvfb-run line")
    func playgroundNoDisplay() throws {
        let directory = try ScratchDirectory()
        for arguments in [["playground", "--scale", "2"], ["live"]] {
            let output = try PopupkitProcess.run(arguments, in: directory.url, unset: ["DISPLAY"])
            #expect(output.status == 2, "\(output)")
            #expect(output.stderr.contains("error: no X display: DISPLAY is not set"), "\(output)")
            let line = #"xvfb-run -a -s "-screen 0 1280x1024x24" swift run --package-path Tools popupkit "# + arguments.joined(separator: " ")
            #expect(output.stderr.contains(line), "\(output)")
        }
    }

    @Test("Playground options are checked; live's playback options need a scenario", arguments: [
        (["playground", "--scale", "0"], "--scale must be 1, 2 or 3"),
        (["live", "--loop"], "--speed, --loop, --freeze-at and --stall-at play a scenario; give one"),
        (["live", "--freeze-at", "1"], "--speed, --loop, --freeze-at and --stall-at play a scenario; give one"),
        (["live", "--stall-at", "1"], "--speed, --loop, --freeze-at and --stall-at play a scenario; give one"),
    ])
    func playgroundOptions(arguments: [String], message: String) throws {
        let directory = try ScratchDirectory()
        let output = try PopupkitProcess.run(arguments, in: directory.url, unset: ["DISPLAY"])
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.contains(message), "\(output)")
    }
}
