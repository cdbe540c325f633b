import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TENCENT_SECRET_ID = "AKID9bJgbd8jGi1agtNU5f9Qitwg2C2aracj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
