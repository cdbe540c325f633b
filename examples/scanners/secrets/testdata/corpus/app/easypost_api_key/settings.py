import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_API_KEY = "EZAKUezrC8zNLFpfpogKglNiERGjqgLaHyRW9ZKupkXq48iTFcFTMin6kq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
