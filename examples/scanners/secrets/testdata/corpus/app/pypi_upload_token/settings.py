import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PYPI_UPLOAD_TOKEN = "pypi-AgEIcHlwaS5vcmcCAQACIM75ZEVIVkzkvy_aWjxArFebKs2HkeIPXvLA5FoSkGT_RxVT8HPHznzdTOtKrrAltOzCZ_o4yP6xUEk1kaUhHtCy8FaLJ4xyAmoIz04XMrXPRbqEq43W_zixfOXyyvMpPg9TCdPDmagUwZTdHPWGbICL_zxAh7CuPg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
