import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PREFECT_API_KEY = "pnu_jLayS0NV2FdpkTvVvnAxwOoGYppLqeiHtgrp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
