import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "tpSEVMfVCO7wNd6txJx315y6K"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
