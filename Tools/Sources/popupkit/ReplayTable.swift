import PopupKit
import PopupKitScenario
@_spi(Tools) import PopupKitCore

/// `rules replay`'s printout: a line about the log, a table with a row per banner
/// type and one for all of them, the busiest hour, and a note per type whose pushes
/// named a priority other than the book's.
struct ReplayTable {
    let report: PushReplay.Report
    let log: PushLog
    let book: RuleBook

    static let columns = ["type", "arrived", "showed", "rate-limited", "expired", "preempted", "refused", "waiting", "longest wait"]

    var text: String {
        var output = summaryLine + "\n"
        var rows = report.types.map(Self.row)
        if report.types.count > 1 { rows.append(Self.row(total)) }
        output += Self.aligned([Self.columns] + rows)
        if let hour = report.busiestHour {
            let count = log.pushes.filter { $0.at >= hour && $0.at < hour + TimeSpan(seconds: 3600) }.count
            output += "busiest hour: \(Format.number(hour.seconds))s to \(Format.number(hour.seconds + 3600))s"
                + " (\(Self.hourName(hour))), \(count) push\(count == 1 ? "" : "es")\n"
        }
        for summary in report.types where summary.priorityDisagreements > 0 {
            let priority = book.rule(for: summary.type, rejectingUnknown: false)?.priority ?? 0
            output += "note: \(summary.priorityDisagreements) \(summary.type) push\(summary.priorityDisagreements == 1 ? "" : "es")"
                + " named another priority; the book's \(summary.type) priority \(priority) decided\n"
        }
        return output
    }

    private var summaryLine: String {
        guard let first = log.pushes.first, let last = log.pushes.last else { return "0 pushes" }
        let span = last.at - first.at
        return "\(log.pushes.count) push\(log.pushes.count == 1 ? "" : "es") from \(Format.number(first.at.seconds))s"
            + " to \(Format.number(last.at.seconds))s (\(Self.spanName(span))), \(report.types.count) type\(report.types.count == 1 ? "" : "s")"
    }

    /// Every type's counts added up (the longest wait is the longest of all).
    private var total: PushReplay.TypeSummary {
        report.types.reduce(into: PushReplay.TypeSummary(type: "all")) { sum, next in
            sum.arrived += next.arrived
            sum.showed += next.showed
            sum.rateLimited += next.rateLimited
            sum.expired += next.expired
            sum.preempted += next.preempted
            sum.otherwiseRefused += next.otherwiseRefused
            sum.stillWaiting += next.stillWaiting
            sum.longestWait = max(sum.longestWait, next.longestWait)
        }
    }

    private static func row(_ summary: PushReplay.TypeSummary) -> [String] {
        [summary.type] + [summary.arrived, summary.showed, summary.rateLimited, summary.expired, summary.preempted,
                          summary.otherwiseRefused, summary.stillWaiting].map(String.init)
            + ["\(Format.number(summary.longestWait.inSeconds))s"]
    }

    /// Columns padded to their widest cell: the first left-aligned, numbers right-aligned.
    private static func aligned(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return column == 0 ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `13:00`, `1d 13:00`: the hour's place in the log, counted from its start, as
    /// a timeline's axis labels it.
    static func hourName(_ hour: Instant) -> String {
        let hours = Int(hour.microseconds / 3_600_000_000)
        let clock = "\(hours % 24 < 10 ? "0" : "")\(hours % 24):00"
        return hours < 24 ? clock : "\(hours / 24)d \(clock)"
    }

    /// A span in the largest unit that reads well: `45 s`, `12 min`, `6.5 h`, `7 days`.
    static func spanName(_ span: TimeSpan) -> String {
        let seconds = span.seconds
        if seconds < 120 { return "\(Format.number(seconds.rounded())) s" }
        if seconds < 7200 { return "\(Format.number((seconds / 60).rounded())) min" }
        if seconds < 172_800 { return "\(Format.number((seconds / 360).rounded() / 10)) h" }
        return "\(Format.number((seconds / 8640).rounded() / 10)) days"
    }
}
