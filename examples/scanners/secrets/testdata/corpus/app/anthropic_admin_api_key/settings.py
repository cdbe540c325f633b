import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ANTHROPIC_ADMIN_API_KEY = "sk-ant-admin01-Ms33Ay_h9z2ese6Y0c44qDyT1i3kwrO3BoDbAYzY-rXuG116Op9yG7tsq2YhIJFGrXvndMQyJsbtBtmUgmIAWjW6uQlKTAA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
