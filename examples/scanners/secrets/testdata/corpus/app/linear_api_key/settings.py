import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_API_KEY = "lin_api_CYqeKgxCVGv3wuwnz0hu53F2j7vQvEZHTa5EIdEp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
