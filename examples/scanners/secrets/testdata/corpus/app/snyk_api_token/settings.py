import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SNYK_API_TOKEN = "4Db31EAC-6DB1-A334-fb2D-1cAb7ce4E7ce"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
