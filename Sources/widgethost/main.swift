import WidgetHost

print("widgethost \(WidgetHostInfo.version) (plugin ABI \(WidgetHostInfo.abiMajor).\(WidgetHostInfo.abiMinor))")
