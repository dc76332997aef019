import WidgetSDK

#Preview {
    CountView(count: 7)
}

#Preview("Named view", traits: .sizeThatFitsLayout) {
    let count = 3
    return VStack {
        CountView(count: count)
        Text("below")
    }
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    Text("fixed")
}

#Preview("Listed entries", as: .systemMedium) {
    CountWidget()
} timeline: {
    CountEntry(date: Date(timeIntervalSince1970: 1_700_000_000), count: 10)
    for step in 1...2 {
        CountEntry(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(step) * 60), count: 10 + step)
    }
}

#Preview(as: .systemSmall, using: GreetingIntent.ada) {
    GreetingWidget()
} timeline: {
    GreetingEntry(date: Date(timeIntervalSince1970: 1_700_000_000), name: "Grace")
}

#Preview("Static provider", as: .systemSmall) {
    CountWidget()
} timelineProvider: {
    CountProvider()
}

#Preview("App intent provider", as: .systemSmall, using: GreetingIntent.ada) {
    GreetingWidget()
} timelineProvider: {
    GreetingProvider()
}

#Preview("Intent provider", as: .systemSmall, using: GreetingIntent.ada) {
    LegacyGreetingWidget()
} timelineProvider: {
    LegacyGreetingProvider()
}

#Preview("Wrong entries", as: .systemSmall) {
    GreetingWidget()
} timeline: {
    CountEntry(date: Date(timeIntervalSince1970: 1_700_000_000), count: 1)
}
