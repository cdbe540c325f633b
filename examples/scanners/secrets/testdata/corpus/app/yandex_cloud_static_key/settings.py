import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_CLOUD_STATIC_KEY = "YCHHVmNpQWga-U1aDrEPpg2ZhKFrP84pmmlucVWf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
