import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TRAVISCI_ACCESS_TOKEN = "QdDe3P3wOa8mnYBGztPh1N"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
