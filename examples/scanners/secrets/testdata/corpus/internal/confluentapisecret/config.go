package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"confluent_api_secret": "vYMSE4hUheftpx+W2Q+mJDCp/lviT3mCIiHck4BEbs5AgnUJg2ql313qosNQDz61",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
