enum TmpWidgetRenderTests {}
