import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PREFECT_API_KEY = "pnu_kCio2YpdBQ3H6Xo1VGqqH4oBDVQSrkMUeuo2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
