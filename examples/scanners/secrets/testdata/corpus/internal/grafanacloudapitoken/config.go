package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"grafana_cloud_api_token": "glc_h1Q+tdIgauTqlOZMM8lAQvf0lOseG3l/zfvecZnaq2OI3Hrbq8x4dfAqRukxovFtkscRRPTnM4QFc5Uk8cz2NDU6L0u9Xe1BECDA7iLMjKLUnRPypdgPMrs045+qCymkUHWeBQOhIPpvY9vd/3dEcboAv0fVjf7sTnNYXUp9lJekOecTbQ2HQ=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
