import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "zt81_zMdnDOLZudLNiI--epnRuVB8muV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
