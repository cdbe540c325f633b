import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_API_KEY = "AQVNaZXbopuKIia2bITeLqm_Wr5Z7X5_N9b-2IBHj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
