import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `popupkit timeline` draws what `simulate` prints: the SVG is read back as XML
/// and every bar and refusal is checked against the events of the same scenario.
@Suite("popupkit timeline")
struct TimelineCommandTests {
    @Test("Every bar of the showcase's SVG is a shown notice of simulate: start, end and reason")
    func showcase() throws {
        let scratch = try ScratchDirectory()
        let scenario = PopupkitProcess.repositoryRoot.appendingPathComponent("examples/showcase.json").path
        let marks = try Self.compare(scenario: scenario, in: scratch)
        #expect(marks.bars.count >= 15)
        #expect(marks.bars.contains(TimelineMarks.Bar(id: "sale", lane: "banner", start: "4.8", end: "5.8", reason: "preempted")))
    }

    @Test("Every bar of random scenarios' SVG matches simulate", arguments: 1...24)
    func randomScenario(seed: UInt64) throws {
        let scratch = try ScratchDirectory()
        let name = try scratch.write("random.json", RandomTimelineScenario.json(seed: seed))
        try Self.compare(scenario: name, in: scratch)
    }

    @Test("A refused banner names the rule that refused it")
    func refusalNamesRule() throws {
        let scratch = try ScratchDirectory()
        let scenario = PopupkitProcess.repositoryRoot.appendingPathComponent("examples/banner.json").path
        let marks = try Self.compare(scenario: scenario, in: scratch)
        let again = try #require(marks.refusals.first { $0.id == "again" })
        #expect(again.reason == "rateLimited")
        #expect(again.rule == "promo: at most 2 per 30 s")
    }

    @Test("Regions and schedulers get rows; a notice still waiting at the end is drawn waiting")
    func rowsAndWaiting() throws {
        let scratch = try ScratchDirectory()
        let name = try scratch.write("rows.json", """
            {"events": [
              {"at": 0, "toast": {"id": "a", "message": "In the list", "region": {"x": 0, "y": 100, "width": 200, "height": 300}}},
              {"at": 0.5, "toast": {"id": "b", "message": "On screen"}},
              {"at": 1, "popup": {"id": "ad", "title": "Ad", "scheduler": "ads"}},
              {"at": 1, "popup": {"id": "hi", "title": "Hello"}},
              {"at": 2, "popup": {"id": "later", "title": "Later", "scheduler": "ads", "condition": "loggedIn"}},
              {"at": 4, "swipe": {"id": "hi"}}
            ]}
            """)
        let marks = try Self.compare(scenario: name, in: scratch)
        #expect(Set(marks.bars.map(\.row)) == ["0,100 200×300", "screen", "ads", "default"])
        #expect(marks.waitingAtEnd == ["later"])
    }

    @Test("A day of banners collapses into counts per hour that add up to the notices")
    func dayCollapses() throws {
        let scratch = try ScratchDirectory()
        var events: [String] = []
        for index in 0..<600 {
            let type = index % 3 == 0 ? "promo" : "chat"
            events.append(#"{"at": \#(index * 144), "banner": {"id": "b\#(index)", "type": "\#(type)", "title": "Banner \#(index)", "displayTime": 4}}"#)
        }
        let json = #"{"rules": [{"type": "promo", "priority": 1, "maxCount": 2, "window": 3600, "onLimit": "discard"}, "#
            + #"{"type": "chat", "priority": 5}], "events": [\#(events.joined(separator: ", "))]}"#
        let name = try scratch.write("day.json", json)
        let output = try scratch.run("timeline", name, "--out", "day.svg")
        #expect(output.status == 0, "\(output)")
        let marks = try TimelineMarks(svg: scratch.url.appendingPathComponent("day.svg"))
        let simulated = try SimulatedNotices(scratch.run("simulate", name).lines)
        #expect(simulated.bars.count > 300 && simulated.refusals.count > 100, "shown and rate-limited promos")
        #expect(marks.bars.isEmpty)
        #expect(marks.bins.reduce(0) { $0 + $1 } == simulated.bars.count)
        #expect(marks.refusedBins.reduce(0) { $0 + $1 } == simulated.refusals.count)
        #expect(marks.bins.count >= 20 && marks.bins.count <= 26)
        // Each interval counts the notices that showed in it, its start included, its end not.
        for bin in marks.binRanges {
            let inside = simulated.bars.filter { bar in
                guard let start = Double(bar.start) else { return false }
                return start >= bin.from && start < bin.to
            }
            #expect(inside.count == bin.count, "\(bin.from) s to \(bin.to) s: \(bin.count) drawn, \(inside.count) showed")
        }
    }

    @Test("A row of notices few enough for bars but mostly hairlines is counted per interval instead")
    func hairlinesCollapse() throws {
        let scratch = try ScratchDirectory()
        // 40 one-second toasts over an hour: 40 × 16 pt fits the plot, but each bar is well under 3 pt.
        let events = (0..<40).map { #"{"at": \#($0 * 90), "toast": {"id": "t\#($0)", "message": "Saved", "duration": 1}}"# }
        let name = try scratch.write("hairlines.json", #"{"events": [\#(events.joined(separator: ", "))]}"#)
        let output = try scratch.run("timeline", name, "--out", "hairlines.svg")
        #expect(output.status == 0, "\(output)")
        let marks = try TimelineMarks(svg: scratch.url.appendingPathComponent("hairlines.svg"))
        #expect(marks.bars.isEmpty, "hairlines are counted, not drawn: \(marks.bars.count) bars")
        #expect(marks.bins.reduce(0, +) == 40)
        // Ten of them, each ten seconds long, are bars with room for their labels.
        let long = (0..<10).map { #"{"at": \#($0 * 300), "toast": {"id": "l\#($0)", "message": "Saved", "duration": 10}}"# }
        let few = try scratch.write("few.json", #"{"events": [\#(long.joined(separator: ", "))]}"#)
        #expect(try scratch.run("timeline", few, "--out", "few.svg").status == 0)
        let drawn = try TimelineMarks(svg: scratch.url.appendingPathComponent("few.svg"))
        #expect(drawn.bars.count == 10 && drawn.bins.isEmpty)
    }

    @Test("--from/--to narrow the window; bad options exit 2 with one line")
    func options() throws {
        let scratch = try ScratchDirectory()
        let scenario = PopupkitProcess.repositoryRoot.appendingPathComponent("examples/showcase.json").path
        let part = try scratch.run("timeline", scenario, "--from", "4", "--to", "9", "--out", "part.png")
        #expect(part.status == 0, "\(part)")
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("part.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        for arguments in [["--out", "x.gif"], ["--out", "x.svg", "--from", "5", "--to", "2"], ["--out", "x.svg", "--to", "-1"],
                          ["--out", "x.svg", "--width", "10"]] {
            let output = try scratch.run(["timeline", scenario] + arguments)
            #expect(output.status == 2, "\(arguments): \(output)")
            #expect(output.stderr.split(separator: "\n").count == 1, "\(arguments): \(output)")
        }
    }

    /// Draws `scenario` as SVG and checks its bars and refusals against `simulate`'s events.
    @discardableResult
    static func compare(scenario: String, in scratch: borrowing ScratchDirectory) throws -> TimelineMarks {
        let drawn = try scratch.run("timeline", scenario, "--out", "run.svg")
        #expect(drawn.status == 0, "\(drawn)")
        let marks = try TimelineMarks(svg: scratch.url.appendingPathComponent("run.svg"))
        let simulated = try scratch.run("simulate", scenario)
        #expect(simulated.status == 0, "\(simulated)")
        let expected = try SimulatedNotices(simulated.lines)
        #expect(marks.bins.isEmpty, "a short scenario is drawn bar by bar")
        #expect(marks.bars.sorted() == expected.bars.sorted())
        #expect(marks.refusals.map(\.key).sorted() == expected.refusals.sorted())
        return marks
    }
}

extension ScratchDirectory {
    func run(_ arguments: [String]) throws -> PopupkitProcess.Output {
        try PopupkitProcess.run(arguments, in: url)
    }
}

/// The marks of a timeline SVG, read with XMLParser.
final class TimelineMarks: NSObject, XMLParserDelegate {
    struct Bar: Hashable, Comparable {
        var id: String, lane: String, start: String, end: String?, reason: String?
        /// The region or scheduler (not compared: simulate does not print it).
        var row: String? = nil
        static func < (lhs: Bar, rhs: Bar) -> Bool { lhs.key < rhs.key }
        static func == (lhs: Bar, rhs: Bar) -> Bool { lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
        var key: String { "\(id) \(lane) \(start) \(end ?? "-") \(reason ?? "-")" }
    }

    struct Refusal {
        var id: String, lane: String, at: String, reason: String, rule: String?
        var key: String { "\(id) \(lane) \(at) \(reason)" }
    }

    private(set) var bars: [Bar] = []
    private(set) var refusals: [Refusal] = []
    private(set) var bins: [Int] = []
    /// Each shown-notices interval: where it starts and ends (seconds) and its count.
    private(set) var binRanges: [(from: Double, to: Double, count: Int)] = []
    /// The ids of waiting bands that run to the end (no `data-to`).
    private(set) var waitingAtEnd: [String] = []
    private(set) var refusedBins: [Int] = []
    private var failure: String?

    init(svg url: URL) throws {
        super.init()
        let parser = try #require(XMLParser(contentsOf: url))
        parser.delegate = self
        #expect(parser.parse(), "the SVG is not well-formed XML: \(String(describing: parser.parserError))")
        if let failure { Issue.record(Comment(rawValue: failure)) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch attributes["class"] {
        case "bar":
            guard let id = attributes["data-id"], let lane = attributes["data-lane"], let start = attributes["data-start"] else {
                failure = "a bar without data-id, data-lane or data-start: \(attributes)"
                return
            }
            bars.append(Bar(id: id, lane: lane, start: start, end: attributes["data-end"], reason: attributes["data-reason"],
                            row: attributes["data-row"]))
        case "waiting":
            if attributes["data-to"] == nil { waitingAtEnd.append(attributes["data-id"] ?? "") }
        case "refusal":
            refusals.append(Refusal(id: attributes["data-id"] ?? "", lane: attributes["data-lane"] ?? "",
                                    at: attributes["data-at"] ?? "", reason: attributes["data-reason"] ?? "",
                                    rule: attributes["data-rule"]))
        case "bin":
            bins.append(Int(attributes["data-count"] ?? "") ?? -1)
            binRanges.append((Double(attributes["data-from"] ?? "") ?? -1, Double(attributes["data-to"] ?? "") ?? -1,
                              Int(attributes["data-count"] ?? "") ?? -1))
        case "refused-bin": refusedBins.append(Int(attributes["data-count"] ?? "") ?? -1)
        default: break
        }
    }
}

/// What the timeline must draw, read from `simulate`'s JSON lines: a bar per
/// `shown` up to the next `requeued` or `dismissed` of the notice, a refusal per
/// `expired` or `discarded`.
struct SimulatedNotices {
    var bars: [TimelineMarks.Bar] = []
    var refusals: [String] = []

    init(_ lines: [String]) throws {
        var open: [String: Int] = [:]
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let id = try #require(object["id"] as? String), lane = try #require(object["lane"] as? String)
            let event = try #require(object["event"] as? String)
            // The printed text of "at", exactly as simulate writes it.
            let at = try #require(line.firstMatch(of: /"at": ([0-9.]+)/)).1
            let reason = object["reason"] as? String
            switch event {
            case "shown":
                bars.append(TimelineMarks.Bar(id: id, lane: lane, start: String(at), end: nil, reason: nil))
                open[id] = bars.count - 1
            case "requeued", "dismissed":
                if let index = open.removeValue(forKey: id) {
                    bars[index].end = String(at)
                    bars[index].reason = event == "requeued" ? "requeued" : reason
                }
            case "expired", "discarded":
                refusals.append("\(id) \(lane) \(at) \(reason ?? event)")
            default:
                break
            }
        }
    }
}
