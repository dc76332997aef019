import Foundation

/// One axis of a chart: categories in bands, or a continuous range of numbers or dates.
struct ChartAxisScale {
    /// The categories in the order they first appear, when the axis has any.
    let categories: [String]
    /// The continuous domain (dates as seconds since 1970), when the axis has no categories.
    let domain: ClosedRange<Double>
    /// The distinct continuous values, for the width of bars placed on them.
    let distinctCount: Int
    /// The axis's length in points.
    let length: CGFloat

    init(values: [_ChartValue], stackedTotals: [Double], includesZero: Bool, fixed: ClosedRange<Double>?, length: CGFloat) {
        var categories: [String] = []
        var numbers: [Double] = stackedTotals
        for value in values {
            switch value {
            case .category(let name): if !categories.contains(name) { categories.append(name) }
            case .number, .date: numbers.append(value.continuous ?? 0)
            }
        }
        self.categories = categories
        self.length = length
        distinctCount = Set(values.compactMap(\.continuous)).count
        if let fixed {
            domain = fixed
        } else {
            var low = numbers.min() ?? 0
            var high = numbers.max() ?? 1
            let isDates = values.contains { if case .date = $0 { return true } else { return false } }
            if includesZero && !isDates {
                low = min(low, 0)
                high = max(high, 0)
                high = high > 0 ? Self.nice(high) : high
            }
            if low == high { (low, high) = (low - 1, high + 1) }
            domain = low...high
        }
    }

    var isCategorical: Bool { !categories.isEmpty }

    /// The width of one band (a category, or one of the distinct continuous values).
    var band: CGFloat {
        length / CGFloat(max(1, isCategorical ? categories.count : distinctCount))
    }

    /// Where `value` is along the axis, from its start: a band's center for a category.
    func position(_ value: _ChartValue) -> CGFloat {
        if case .category(let name) = value {
            let index = categories.firstIndex(of: name) ?? 0
            return band * (CGFloat(index) + 0.5)
        }
        return position(of: value.continuous ?? 0)
    }

    /// Where the number `value` is: continuous values inset by half a band when bars stand on them.
    func position(of value: Double, inset: Bool = false) -> CGFloat {
        let span = domain.upperBound - domain.lowerBound
        let fraction = span == 0 ? 0.5 : (value - domain.lowerBound) / span
        let margin = inset ? band / 2 : 0
        return margin + CGFloat(fraction) * (length - 2 * margin)
    }

    /// The top of an axis reaching `value`: the first multiple of a round tick step (1, 2, 2.5 or 5 times a
    /// power of ten, about a quarter of the value) at or above it, as Swift Charts ends its axes on a tick.
    static func nice(_ value: Double) -> Double {
        let quarter = value / 4
        let power = pow(10, floor(log10(quarter)))
        let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= quarter } ?? quarter
        return (value / step).rounded(.up) * step
    }
}
