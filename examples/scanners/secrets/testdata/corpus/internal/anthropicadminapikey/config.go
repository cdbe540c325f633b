package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"anthropic_admin_api_key": "sk-ant-admin01-4Jryn0YZZMP3C67NDytxicakq1spGedds2X9qZCx9uH4wSzgvq_Re1rKNFq6RwEJdGzAWFwtG_fYSemOIL14PzyJc08nPAA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
