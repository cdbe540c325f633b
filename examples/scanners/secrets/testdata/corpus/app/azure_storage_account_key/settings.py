import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_STORAGE_ACCOUNT_KEY = "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=+HhKUHTt6HOAihtELz3ZH7vHVtMtOeTc+z7ribef4EMCpGhtZC8akuwH3omfMX0a1njusbr2Mr+q9IX76YOIXA==;EndpointSuffix=core.windows.net"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
