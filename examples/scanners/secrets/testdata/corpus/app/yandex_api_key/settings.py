import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_API_KEY = "AQVNhBX9kf9cfaKs0A4Si4RxzFQRNh2u6SXeE6k5w"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
