import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKUP_API_TOKEN = "pk_02542296_79XSBACQDLSBAA5KNDK03SOQQAUD2QFE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
