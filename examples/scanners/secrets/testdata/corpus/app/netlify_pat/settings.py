import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_PAT = "nfp_QZtPyinFwwnU4B3YSLvXcH7SgvljQYChtcXm"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
