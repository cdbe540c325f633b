package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"azure_storage_account_key": "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=BdQ9rkrqZ0UCt5EQxIsw0xjM3EIVSX+txq3/YJQ5oIBQrPKQ3Hj60n1ntxevJ05XcxlB7bAiSM9yqVikbMWOyw==;EndpointSuffix=core.windows.net",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
