package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"azure_storage_account_key": "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=kBTxrz+tVfXCOTb+xxmssXSpvZMATRbxXAqFYJ0SRB0Z/qorGxpeZpPJe1S6apfhX3doGwefd8O+gO9gp60tyQ==;EndpointSuffix=core.windows.net",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
