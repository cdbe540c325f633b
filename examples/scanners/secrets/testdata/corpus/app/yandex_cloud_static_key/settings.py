import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_CLOUD_STATIC_KEY = "YCIPAhUi3pt8SyZfZfziiteStjGee-fEl_5Hz9DC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
