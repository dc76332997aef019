// Apple's module name, so widget code written for iOS keeps its `import Charts`: Swift Charts'
// `Chart` with its marks (`BarMark`, `LineMark`, `AreaMark`, `PointMark`, `RuleMark`,
// `RectangleMark`, `SectorMark`), drawn as shapes in the space the chart is given. Axes, grid
// lines, legends and annotations are accepted and not drawn (see PortingFromiOS.md).
@_exported import WidgetSDK
