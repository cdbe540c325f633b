import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_API_KEY = "AQVNH7avadUxAqPJgXVvzsd-R9dUf7PVd-AV1sxZLo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
