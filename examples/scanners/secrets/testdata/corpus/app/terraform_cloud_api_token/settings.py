import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TERRAFORM_CLOUD_API_TOKEN = "fOZZWG10I2WnDY.atlasv1.1RcqiC=pdXPCWhm0viJpLE9KntgjO_LuolXjV6MlGlKSJGv9PZSDv_rIHfsLD0dOFeV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
