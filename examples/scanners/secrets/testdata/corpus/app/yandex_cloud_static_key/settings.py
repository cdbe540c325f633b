import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_CLOUD_STATIC_KEY = "YCTyhiKqekyLqRV35hSBcnEIgHBV17q95BxRaNWG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
