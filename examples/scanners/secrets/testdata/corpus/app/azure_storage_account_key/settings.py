import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_STORAGE_ACCOUNT_KEY = "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=7lOX5QAUar10pIc9C/ZpcskM5+ftQbv5hQcgCtnjX4utdssTnMneOxCXZrp0MKbB+nCwyGCwp3ZuhfF82nc38g==;EndpointSuffix=core.windows.net"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
