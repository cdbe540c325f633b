package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"xai_api_key": "xai-c9zeGH8bCOmO2tn8tOuCxGe8MtpU3ZOPBUEQgo3g0vdhqZniUoTLSLS2z3QOyZxOK5FH1LlmEsHsvrjL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
