import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_STORAGE_ACCOUNT_KEY = "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=tx2eFnfcFHsZ05MYth8XIh83qCZKtPfLdobZr02fo2zS9MYkxhMlVvTOtGe9UvoubyAFdmzWz1qR0uW0OJWYww==;EndpointSuffix=core.windows.net"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
