/// The lines `scripts/bench.sh` collects: `row:` lines for the README's performance table and
/// `series:` points for its plot, tab-separated.
enum Rows {
    /// `row:<TAB>what<TAB>median<TAB>against`: one row of the performance table.
    static func row(_ what: String, _ median: String, _ against: String = "") {
        print("row:\t\(what)\t\(median)\t\(against)")
    }

    /// `series:<TAB>name<TAB>x<TAB>y`: one point of the plot.
    static func series(_ name: String, x: Double, y: Double) {
        print("series:\t\(name)\t\(x)\t\(y)")
    }

    /// `1 M`, `100 k`, `10 k`, `500`.
    static func count(_ value: Int) -> String {
        switch value {
        case 1_000_000...: value % 1_000_000 == 0 ? "\(value / 1_000_000) M" : "\(value / 1_000) k"
        case 1_000...: "\(value / 1_000) k"
        default: "\(value)"
        }
    }

    /// `1.3× at 100 k`: `value` against the same measurement at `count` instances.
    static func ratio(_ value: Double, to base: Double, at count: Int) -> String {
        base > 0 && base.isFinite && value.isFinite ? String(format: "%.2f×", value / base) + " at \(Self.count(count))" : ""
    }
}
