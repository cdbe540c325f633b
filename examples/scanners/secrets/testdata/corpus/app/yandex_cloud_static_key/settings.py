import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_CLOUD_STATIC_KEY = "YCV21IEInoxLGlAOLITePFsPTevpLRKSaDCp623h"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
