import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "6KCvj5ziOWWe1bv2UjQFcvrA2gSK2Kf6raWhodkt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
